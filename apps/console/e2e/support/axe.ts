import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Runs axe-core in the page (or only in the elements `selector` matches) and returns its serious and critical violations. */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: Document | { include: string[] }): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(only ? { include: [only] } : document)).violations;
  }, selector);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

const NODES_SHOWN = 6;

/** One readable paragraph per violation: rule, impact, help, and each offending element. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes
          .slice(0, NODES_SHOWN)
          .map(
            (node) =>
              `  - ${node.target.join(' ')} ${node.html.slice(0, 140)}\n    ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
          ),
        ...(violation.nodes.length > NODES_SHOWN ? [`  … and ${violation.nodes.length - NODES_SHOWN} more elements`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}
