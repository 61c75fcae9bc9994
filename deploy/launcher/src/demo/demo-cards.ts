import type { GiftCardTag } from '@gv/proto';

/** A gift card of the demo business, as its admin fills the form; the picture is drawn from `art`. */
export interface DemoCard {
  giftCardName: string;
  giftCardTag: GiftCardTag;
  description: string;
  /** Face value in dollars. */
  amount: number;
  /** Percent off. */
  discount: number;
  /** How often buyers pick it, relative to the others. */
  popularity: number;
  art: { from: string; to: string; motif: string };
}

/**
 * The motifs, drawn for a 1200 × 750 picture (the storefront shows 16:10) around x 880, y 360, in white over the
 * card's gradient; the picture scales them down towards its top right corner.
 */
const MOTIFS = {
  pancakes: `
    <circle cx="960" cy="190" r="70" fill="#fff" opacity=".35"/>
    <ellipse cx="880" cy="520" rx="230" ry="42" fill="#fff" opacity=".9"/>
    <g fill="#fff7ed" stroke="#fff" stroke-width="6">
      <rect x="700" y="430" width="360" height="60" rx="30"/>
      <rect x="715" y="375" width="330" height="60" rx="30"/>
      <rect x="730" y="320" width="300" height="60" rx="30"/>
    </g>
    <path d="M760 322 q40 -40 120 -8 q80 -30 120 8 v40 q-10 30 -20 0 q-40 -20 -60 10 q-20 40 -40 0 q-40 -30 -70 6 q-20 30 -30 -10z" fill="#92400e" opacity=".85"/>
    <rect x="850" y="285" width="60" height="40" rx="8" fill="#fde68a"/>`,
  cloche: `
    <ellipse cx="880" cy="520" rx="250" ry="40" fill="#fff" opacity=".9"/>
    <path d="M660 500 a220 200 0 0 1 440 0z" fill="#fff" opacity=".95"/>
    <path d="M700 480 a180 160 0 0 1 120 -140" stroke="#0f766e" stroke-width="10" fill="none" opacity=".35" stroke-linecap="round"/>
    <circle cx="880" cy="285" r="26" fill="#fff"/>
    <rect x="620" y="498" width="520" height="16" rx="8" fill="#fff"/>`,
  moonAndGlasses: `
    <circle cx="990" cy="180" r="80" fill="#fef3c7"/>
    <circle cx="1025" cy="155" r="70" fill="#5b21b6" opacity=".9"/>
    <g fill="#fff"><circle cx="760" cy="150" r="6"/><circle cx="840" cy="230" r="4"/><circle cx="1100" cy="300" r="5"/><circle cx="690" cy="260" r="4"/></g>
    <g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round">
      <path d="M760 300 h110 q0 120 -55 130 q-55 -10 -55 -130z" fill="#fff" fill-opacity=".15"/>
      <path d="M815 430 v120 M775 555 h80"/>
      <path d="M910 320 h110 q0 120 -55 130 q-55 -10 -55 -130z" fill="#fff" fill-opacity=".15"/>
      <path d="M965 450 v100 M925 555 h80"/>
    </g>
    <path d="M768 350 h94 q-6 70 -47 76 q-41 -6 -47 -76z" fill="#be123c"/>
    <path d="M918 370 h94 q-6 60 -47 66 q-41 -6 -47 -66z" fill="#be123c"/>`,
  cake: `
    <ellipse cx="880" cy="560" rx="240" ry="36" fill="#fff" opacity=".9"/>
    <rect x="700" y="420" width="360" height="130" rx="22" fill="#fff"/>
    <rect x="740" y="320" width="280" height="110" rx="20" fill="#fff" opacity=".9"/>
    <path d="M700 450 q30 30 60 0 q30 30 60 0 q30 30 60 0 q30 30 60 0 q30 30 60 0 q30 30 60 0" fill="none" stroke="#f43f5e" stroke-width="12"/>
    <path d="M740 350 q35 25 70 0 q35 25 70 0 q35 25 70 0 q35 25 70 0" fill="none" stroke="#fb7185" stroke-width="10"/>
    <g fill="#fde68a"><rect x="790" y="250" width="16" height="70" rx="6"/><rect x="872" y="240" width="16" height="80" rx="6"/><rect x="954" y="250" width="16" height="70" rx="6"/></g>
    <g fill="#fff7ed"><ellipse cx="798" cy="232" rx="11" ry="18"/><ellipse cx="880" cy="222" rx="11" ry="18"/><ellipse cx="962" cy="232" rx="11" ry="18"/></g>`,
  coffee: `
    <ellipse cx="860" cy="560" rx="230" ry="36" fill="#fff" opacity=".9"/>
    <path d="M700 330 h300 v120 q0 100 -150 100 q-150 0 -150 -100z" fill="#fff"/>
    <path d="M1000 360 q90 0 90 60 q0 60 -100 70" fill="none" stroke="#fff" stroke-width="26"/>
    <ellipse cx="850" cy="332" rx="150" ry="22" fill="#7c2d12" opacity=".8"/>
    <g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".8">
      <path d="M790 290 q-30 -40 0 -80 q30 -40 0 -80"/>
      <path d="M860 280 q-30 -40 0 -80 q30 -40 0 -80"/>
      <path d="M930 290 q-30 -40 0 -80 q30 -40 0 -80"/>
    </g>`,
  pizza: `
    <circle cx="880" cy="380" r="230" fill="#fff" opacity=".95"/>
    <circle cx="880" cy="380" r="195" fill="#fde68a"/>
    <g stroke="#fff" stroke-width="10"><path d="M880 185 V575 M685 380 H1075 M742 242 L1018 518 M1018 242 L742 518"/></g>
    <g fill="#dc2626"><circle cx="810" cy="300" r="26"/><circle cx="960" cy="310" r="24"/><circle cx="790" cy="440" r="25"/><circle cx="950" cy="460" r="27"/><circle cx="880" cy="380" r="22"/></g>
    <g fill="#15803d"><ellipse cx="870" cy="270" rx="14" ry="8"/><ellipse cx="1000" cy="400" rx="14" ry="8"/><ellipse cx="760" cy="370" rx="14" ry="8"/><ellipse cx="880" cy="500" rx="14" ry="8"/></g>`,
  giftBox: `
    <rect x="700" y="330" width="360" height="230" rx="18" fill="#fff"/>
    <rect x="680" y="280" width="400" height="70" rx="16" fill="#fff" opacity=".95"/>
    <rect x="855" y="280" width="50" height="280" fill="#fbbf24"/>
    <path d="M880 280 q-120 -120 -150 -40 q-10 50 150 40z M880 280 q120 -120 150 -40 q10 50 -150 40z" fill="#fbbf24"/>
    <g fill="#fff" opacity=".7"><circle cx="1110" cy="200" r="8"/><circle cx="650" cy="220" r="6"/><circle cx="1120" cy="470" r="7"/></g>`,
} as const;

/** Demo Bistro's gift cards: 7 of them, from a $20 thank-you to a $150 family feast. */
export const DEMO_CARDS: DemoCard[] = [
  {
    giftCardName: 'Weekend Brunch for Two',
    giftCardTag: 'Weekend Brunch',
    description: 'Buttermilk pancakes, eggs any style, fresh orange juice and bottomless coffee for two, Saturdays and Sundays from 9 to 2.',
    amount: 40,
    discount: 10,
    popularity: 5,
    art: { from: '#f59e0b', to: '#ea580c', motif: MOTIFS.pancakes },
  },
  {
    giftCardName: "Chef's Tasting Menu",
    giftCardTag: "Chef's Special",
    description: 'Seven courses chosen by our chef from what the market brings that week, with an optional wine pairing.',
    amount: 120,
    discount: 0,
    popularity: 3,
    art: { from: '#0f766e', to: '#134e4a', motif: MOTIFS.cloche },
  },
  {
    giftCardName: 'Date Night Dinner',
    giftCardTag: 'Date Night',
    description: 'A candle-lit table for two, three courses each and a bottle of house red or white.',
    amount: 90,
    discount: 15,
    popularity: 4,
    art: { from: '#4c1d95', to: '#7c3aed', motif: MOTIFS.moonAndGlasses },
  },
  {
    giftCardName: 'Birthday Dessert Platter',
    giftCardTag: 'Birthday Special',
    description: 'Our pastry chef’s platter of cakes, tarts and ice cream for the table, with a candle and a song if you like.',
    amount: 35,
    discount: 0,
    popularity: 3,
    art: { from: '#db2777', to: '#f43f5e', motif: MOTIFS.cake },
  },
  {
    giftCardName: 'Coffee & Pastry Pass',
    giftCardTag: 'Winter Warmth',
    description: 'Ten mornings of a coffee of your choice and a pastry from the counter, any day of the week.',
    amount: 25,
    discount: 20,
    popularity: 5,
    art: { from: '#92400e', to: '#b45309', motif: MOTIFS.coffee },
  },
  {
    giftCardName: 'Family Feast',
    giftCardTag: 'Family Feast',
    description: 'Wood-fired pizzas, a big salad, sides and dessert for a family of four to six, to share at the table.',
    amount: 150,
    discount: 10,
    popularity: 3,
    art: { from: '#b91c1c', to: '#ea580c', motif: MOTIFS.pizza },
  },
  {
    giftCardName: 'Thank You Treat',
    giftCardTag: 'Thank You',
    description: 'A small thank-you that goes a long way: lunch, a drink or dessert, whatever they fancy.',
    amount: 20,
    discount: 0,
    popularity: 4,
    art: { from: '#047857', to: '#10b981', motif: MOTIFS.giftBox },
  },
];
