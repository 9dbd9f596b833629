import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The API files that took longest in a whole run (2026-12-03), slowest first. Vitest orders
 * files by their last run's duration, but a fresh clone (CI) has no record of one and falls
 * back to file size: the role and cross-account matrices, small files with hundreds of
 * routes, then started last and one worker ran them alone while the other sat idle. They
 * start first instead; a file missing from the list only loses this head start.
 */
const SLOWEST = [
  "tests/api/role-matrix.test.ts",
  "tests/api/malformed-input.test.ts",
  "tests/api/webhook-crash.test.ts",
  "tests/api/crew-sees-no-money.test.ts",
  "tests/api/reset-password-cli.test.ts",
  "tests/api/cross-account.test.ts",
  "tests/api/token-matrix.test.ts",
  "tests/api/durability.test.ts",
  "tests/api/account-abuse.test.ts",
  "tests/api/money-agrees.test.ts",
  "tests/api/party.test.ts",
  "tests/api/contracts.test.ts",
];

const rank = (spec: TestSpecification) => {
  const at = SLOWEST.indexOf(path.relative(process.cwd(), spec.moduleId));
  return at < 0 ? SLOWEST.length : at;
};

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Within each project (projects run one after another), the listed files lead; the rest
    // keep Vitest's order. Array.prototype.sort is stable.
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort((a, b) =>
      a.project.name === b.project.name
        ? rank(a) - rank(b) || position.get(a)! - position.get(b)!
        : position.get(a)! - position.get(b)!,
    );
  }
}
