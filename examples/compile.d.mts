/** Compiles the examples unless examples/dist is current; what tsc printed when it failed, `""` when built. */
export function buildExamples(): string;
/** Compiles the examples unless they are current; exits the process with tsc's output when it fails. */
export function compileExamples(): void;
