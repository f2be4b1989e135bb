import type { English } from '../translation';
import type { shell as indonesian } from '../shell';

/** The app container: header, navigation, cart badge, route loading. */
export const shell: English<typeof indonesian> = {
  homeLink: 'Pameran — go to Home',
  mainNavigation: 'Main navigation',
  nav: {
    home: 'Home',
    products: 'Products',
    agenda: 'Agenda',
    denah: 'Floor plan',
    transactions: 'Orders',
    profile: 'Profile',
    adminGift: 'Send prizes',
  },
  login: 'Sign in',
  titles: {
    home: 'Home',
    products: 'Products',
    denah: 'Fair floor plan',
    myTransaction: 'My orders',
    journey: 'Fair highlights',
    liveStream: 'Live session',
    agenda: 'Session agenda',
    countdown: 'Countdown',
    adminGift: 'Send prizes',
  },
  profileOf: (name: string, initials: string) => `Profile of ${name}, ${initials}`,
  cartLabel: (quantity: number) =>
    quantity === 0 ? 'Cart, empty' : `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`,
  prizesUnreachable: 'Prizes cannot be received right now — retrying',
  prizesLabel: (unclaimed: number) => (unclaimed === 0 ? 'Prizes, none waiting' : `Prizes, ${unclaimed} unclaimed`),
  loadingScreen: 'Loading page…',
  screenFailed: 'The page could not be loaded. Check your connection and try again.',
  skipToContent: 'Skip to main content',
};
