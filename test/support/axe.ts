// Accessibility checks with axe-core, run in the page itself. @axe-core/playwright's `analyze()`
// opens a blank page for every check to merge the results of frames (about 1.1 s of CPU each on
// this machine); our screens have no frames, so axe is injected once per document and run in place
// (about 0.35 s to inject, 0.05-0.15 s a run). A page with frames (a payment provider's, say)
// still goes through @axe-core/playwright, which is the only one that sees inside them.
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.x A and AA rules every check runs. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** Every axe violation of the WCAG tags on the page, or inside `include` (a CSS selector). */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(TAGS);
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS } };
  const results = await page.evaluate(
    ([selector, opts]) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      return axe.run(selector ? { include: [selector] } : document, opts);
    },
    [include, options] as const,
  );
  return results.violations;
}
