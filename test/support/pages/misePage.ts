// Page object base for every Mise screen: navigation, the side menu, alerts and an axe check.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export class MisePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async goto(route: string) {
    await this.page.goto(`${this.baseUrl}${route}`);
  }

  heading(name?: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async openMenu(): Promise<Locator> {
    await this.button('Open menu').click();
    const nav = this.page.locator('#side-menu');
    await nav.waitFor();
    return nav;
  }

  /** The menu's entries in order (links and buttons, plus the "Loading..." note). */
  async menuEntries(): Promise<string[]> {
    const nav = await this.openMenu();
    const texts = await nav.locator('.menu-list li').allInnerTexts();
    await this.button('Close menu').click();
    return texts.map((t) => t.trim());
  }

  /** Serious and critical axe violations (WCAG 2.x A and AA rules) on the current screen. */
  async axeProblems(): Promise<AxeProblem[]> {
    const result = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }
}
