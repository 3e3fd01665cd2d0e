// What the operator CLIs (`npm run keys`, `npm run accounts`) share: refusing with the usage, and reading ids.
export function cli(usage: string) {
  const fail = (message: string): never => {
    console.error(`${message}\n\n${usage}`);
    process.exit(1);
  };
  const positiveInt = (value: string | undefined, flag: string): number => {
    if (!value || !/^[1-9]\d*$/.test(value)) fail(`--${flag} must be a positive integer.`);
    return Number(value);
  };
  return { fail, positiveInt };
}
