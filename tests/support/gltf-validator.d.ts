/** The parts of gltf-validator (which ships no types) that tests use. */
declare module 'gltf-validator' {
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      messages: { code: string; message: string; severity: number; pointer?: string }[];
    };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number },
  ): Promise<ValidationReport>;
}
