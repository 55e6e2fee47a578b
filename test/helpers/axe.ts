// Runs axe-core (the accessibility engine behind Lighthouse and most a11y linters) inside a page and
// reports its violations as readable lines, so a browser test can assert there are none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Checks the page as it is now (WCAG 2.x A and AA rules plus axe's best practices) and returns one line
 * per violation: rule, impact, what it asks, and the elements that break it. An empty list means none.
 * `include` narrows the check to a part of the page, e.g. an open dialog.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy (no inline
  // script) does not govern; a script tag would be refused.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  }, include ?? null);
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ` +
      violation.nodes.map((node) => `${JSON.stringify(node.target)}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`).join('; '),
  );
}
