import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { APPLICANT_STATUSES, APPLICATION_STAGES, APPLICATION_STAGE_LABELS, WITHDRAWAL_MESSAGES } from '@postulate/contracts';
import { StatusBadge } from './StatusBadge';

/** The stylesheet's colour and background of each `.pl-status--<tone>`. */
function toneColours(): Map<string, { color: string; background: string }> {
  const css = fs.readFileSync(path.resolve('packages/ui/src/components/StatusBadge.css'), 'utf8');
  const tones = new Map<string, { color: string; background: string }>();
  for (const [, tone, body] of css.matchAll(/\.pl-status--([a-z]+)\s*\{([^}]*)\}/g)) {
    const color = /(?:^|[\s;])color:\s*(#[0-9a-f]{6})/i.exec(body)?.[1];
    const background = /background:\s*(#[0-9a-f]{6})/i.exec(body)?.[1];
    if (color && background) tones.set(tone, { color, background });
  }
  return tones;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const toneOf = (element: HTMLElement) => [...element.classList].find((name) => name.startsWith('pl-status--'))!.slice('pl-status--'.length);

describe('StatusBadge', () => {
  it("gives each of the applicant's statuses its own look, and keeps its words", () => {
    render(
      <ul>
        {APPLICANT_STATUSES.map((status) => (
          <li key={status}>
            <StatusBadge status={status} />
          </li>
        ))}
      </ul>,
    );
    const tones = APPLICANT_STATUSES.map((status) => toneOf(screen.getByText(status)));
    expect(new Set(tones).size).toBe(APPLICANT_STATUSES.length);
  });

  it("shows the company's stages in its words, each step as the applicant's same step", () => {
    render(
      <ul>
        {[...APPLICATION_STAGES, 'retirada' as const].map((stage) => (
          <li key={stage}>
            <StatusBadge stage={stage} />
          </li>
        ))}
      </ul>,
    );
    const stageTones = APPLICATION_STAGES.map((stage) => toneOf(screen.getByText(APPLICATION_STAGE_LABELS[stage])));
    expect(new Set(stageTones).size).toBe(APPLICATION_STAGES.length);
    expect(toneOf(screen.getByText(WITHDRAWAL_MESSAGES.companyLabel))).toBe('withdrawn');
    render(<StatusBadge status="Contratado/a" />);
    expect(toneOf(screen.getByText('Contratado/a'))).toBe(toneOf(screen.getByText(APPLICATION_STAGE_LABELS.contratada)));
  });

  it('keeps every tone readable: text at 4.5:1 or more on its background', () => {
    const tones = toneColours();
    expect([...tones.keys()].sort()).toEqual(['closed', 'declined', 'finalist', 'hired', 'interview', 'progress', 'seen', 'sent', 'withdrawn']);
    for (const [tone, { color, background }] of tones) {
      expect({ tone, ratio: contrast(color, background) >= 4.5 }).toEqual({ tone, ratio: true });
    }
    // And the tones differ in their colours, not only in their names.
    expect(new Set([...tones.values()].map(({ color, background }) => `${color}/${background}`)).size).toBe(tones.size);
  });
});
