/** Joins the class names that are set; lets a primitive take an optional extra `className`. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
