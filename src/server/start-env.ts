/**
 * What `npm start` sets in the server's environment (package.json's "start" script). The C library
 * reads these when the process starts, before any of the app's code runs: the server cannot set
 * them for itself, only tell when they are missing.
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates at the same time as another one its
 * own heap (an "arena", up to 8 per CPU core), and keeps what it grew to. libvips (sharp) decodes
 * and resizes photos on libuv's and its own threads: after 20 generations the arenas held 316 MB
 * of a 605 MB process. With two arenas sharp, seeing the setting, also uses every core instead of
 * one.
 *
 * MALLOC_MMAP_THRESHOLD_=1048576: a block of 1 MB or more (a photo's pixels, a PNG, a model) is
 * mapped on its own and given back to the system when freed. By default glibc raises that
 * threshold to the size of the last such block freed (up to 32 MB), after which a generation's
 * 9 MB pixel buffers are carved from the arenas, whose freed middle it never gives back: the
 * main arena alone held 107 MB after 60 generations, 49 MB with the fixed threshold.
 *
 * Together, after 100 generations the server holds 368 MB 10 s after the last one and 310 MB at
 * rest, against 416 MB with MALLOC_ARENA_MAX alone and 649 MB with neither (`npm run bench -- Mémoire`).
 */
export const START_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' } as const;

export type StartEnvName = keyof typeof START_ENV;

/** The START_ENV settings this process started without, where they matter: Linux with glibc. */
export function missingStartEnv(env: NodeJS.ProcessEnv = process.env, glibc = runsOnGlibc): StartEnvName[] {
  const missing = (Object.keys(START_ENV) as StartEnvName[]).filter((name) => !env[name]);
  return missing.length > 0 && glibc() ? missing : [];
}

function runsOnGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}
