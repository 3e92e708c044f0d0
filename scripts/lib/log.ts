import type { Logger } from "./service";

const COLORS = [36, 35, 33, 32, 34, 31, 90];
const width = 9;

/** A logger that prefixes each line with a padded, coloured service name. */
export function prefixedLogger(name: string, index: number): Logger {
  const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
  const label = `${name.padEnd(width)}|`;
  const prefix = useColor ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m` : label;
  return (line) => process.stdout.write(`${prefix} ${line}\n`);
}
