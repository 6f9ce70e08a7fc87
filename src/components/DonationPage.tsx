// Layout and copy shared by /support (tips) and /donate: the header and the panel that holds the
// payments module's amount picker (which also shows the return-from-checkout messages).
import type { ReactNode } from 'react';
import { HeaderArt } from './art/HeaderArt';
import './DonationPage.css';

interface Props {
  variant: 'support' | 'donate';
  picker?: ReactNode;
}

const COPY = {
  support: {
    eyebrow: 'Support Mise',
    title: 'Keep the projector running',
    lede: 'Mise is free and made by film lovers. A small tip pays for hosting and for describing more of the archive, one film at a time.',
  },
  donate: {
    eyebrow: 'Donate',
    title: 'Help build the archive',
    lede: 'Every donation goes to growing the archive beyond New York: more cities, more decades, more palettes, still free for everyone.',
  },
} as const;

export function DonationPage({ variant, picker }: Props) {
  const copy = COPY[variant];
  return (
    <div className="page page-narrow">
      <div className="page-head">
        <HeaderArt scene="support" />
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.title}</h1>
        <p className="lede">{copy.lede}</p>
      </div>
      <section className="panel donation-panel" aria-labelledby="amount-h">
        <h2 id="amount-h">Choose an amount</h2>
        <p className="muted">
          Pick $10, $25, $50 or $100, or enter any whole amount from $1 to $999. You pay on a secure
          hosted checkout page; Mise never sees your card.
        </p>
        {picker}
      </section>
    </div>
  );
}
