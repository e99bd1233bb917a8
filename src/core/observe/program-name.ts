/**
 * A name a program chose, not a value: an identifier (`TypeError`, pg's
 * `error`) of at most 64 characters. What a log record or a span may carry of
 * a thrown value's class or name.
 */
export const PROGRAM_NAME: RegExp = /^[A-Za-z_$][\w$]{0,63}$/;
