// The products and prices the local Stripe stand-in knows: the paid plans of lib/reference-data.ts (PLANS), same
// price ids, amounts in cents, USD, teams monthly and users yearly (spec 02 §9). A test checks they agree.

export type StandinPrice = {
  id: string;
  productId: string;
  productName: string;
  lookupKey: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
};

export const STANDIN_PRICES: StandinPrice[] = [
  {
    id: 'price_beans_organizer_pro_monthly',
    productId: 'prod_beans_organizer_pro',
    productName: 'Organizer Pro',
    lookupKey: 'organizer_pro_monthly',
    unitAmount: 1999,
    currency: 'usd',
    interval: 'month',
  },
  {
    id: 'price_beans_all_star_monthly',
    productId: 'prod_beans_all_star',
    productName: 'All-Star',
    lookupKey: 'all_star_monthly',
    unitAmount: 4999,
    currency: 'usd',
    interval: 'month',
  },
  {
    id: 'price_beans_member_plus_yearly',
    productId: 'prod_beans_member_plus',
    productName: 'Member Plus',
    lookupKey: 'member_plus_yearly',
    unitAmount: 4999,
    currency: 'usd',
    interval: 'year',
  },
  {
    id: 'price_meh_member_plus_yearly',
    productId: 'prod_meh_member_plus',
    productName: 'Member Plus',
    lookupKey: 'meh_member_plus_yearly',
    unitAmount: 3999,
    currency: 'usd',
    interval: 'year',
  },
];
