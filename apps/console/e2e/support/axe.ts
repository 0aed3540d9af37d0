import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { motionSettled } from './motion';

const require = createRequire(import.meta.url);
const axeSource = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

const AXE_PATH = '/__e2e/axe.min.js';
const routed = new WeakSet<Page>();

/**
 * Loads axe-core as a script of the page's own origin: the console's CSP (script-src 'self') refuses an inline
 * script, which is what `addScriptTag({ path })` adds.
 */
async function loadAxe(page: Page): Promise<void> {
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${AXE_PATH}`, (route) => route.fulfill({ path: axeSource, contentType: 'text/javascript' }));
  }
  await page.addScriptTag({ url: new URL(AXE_PATH, page.url()).href });
}

/** Runs axe-core in the page (or only in the elements `selector` matches) and returns its serious and critical violations. */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await loadAxe(page);
  // Colours are read once the motion under way has ended (a button's colour change after a click, read half-way, is
  // no colour the user is left with).
  await motionSettled(page);
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
