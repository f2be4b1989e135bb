import styled, { css } from 'styled-components';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { copy } from '../copy';
import { media } from '../theme';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { CartIcon, GiftIcon, PathIcon } from '../components/Icon';
import { languageNames } from '../copy/languages';
import { LANGUAGE_PARAM } from '../copy/language';
import { chooseLanguage, useLanguage } from '../copy/switchLanguage';

export interface HeaderVisitor {
  fullName: string;
  initials: string;
}

export interface ShellHeaderProps {
  /** null while anonymous: the header offers 'Masuk' instead of the avatar. */
  visitor: HeaderVisitor | null;
  cartQuantity: number;
  /**
   * Signed-in only: the prizes received and not yet claimed (the "Hadiah" entry's badge), and
   * what opens 'Pilih Hadiah' on them. Without it the entry is not shown.
   */
  prizes?: { unclaimed: number; onOpen(): void; unreachable?: boolean };
  /** An organiser also gets the admin-gift screen in the menu. */
  organiser?: boolean;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
`;

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.onBrand};
  text-decoration: none;
  margin-right: auto;
`;

/**
 * Phones: a bottom tab bar within thumb reach, each entry an icon over its label; the phone's
 * home indicator (safe-area inset) gets its own room under the bar, not a slice of it. Wide
 * screens: inline in the header. (Comments stay out of the CSS: it ships as written.)
 */
const Nav = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  justify-content: space-around;
  height: calc(${({ theme }) => theme.layout.bottomNavHeight} + env(safe-area-inset-bottom));
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.color.brand};
  box-shadow: 0 -1px 4px rgba(7, 22, 33, 0.25);
  a {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.onBrand};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    border-top: 3px solid transparent;
  }
  a[aria-current='page'] { border-top-color: ${({ theme }) => theme.color.accent}; }
  ${media.wide} {
    position: static;
    height: auto;
    padding: 0;
    box-shadow: none;
    gap: ${({ theme }) => theme.space[1]}px;
    a {
      flex: none;
      flex-direction: row;
      gap: ${({ theme }) => theme.space[1]}px;
      padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
      border-top: 0;
      border-radius: ${({ theme }) => theme.radius.sm};
    }
    a[aria-current='page'] { background: rgba(255, 255, 255, 0.15); }
  }
`;

/** A round 44 px target in the header (a link or the "Hadiah" button). */
const roundTarget = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.onBrand};
`;

const RoundLink = styled(Link)`
  ${roundTarget}
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const RoundButton = styled.button`
  ${roundTarget}
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

const SwitchLink = styled.a`
  ${roundTarget}
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const CountBadge = styled(Badge)`
  position: absolute;
  top: 2px;
  right: -2px;
`;

const LoginLink = styled(RoundLink)`
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme }) => theme.color.accent};
`;

// Each entry's icon is one short SVG path (24 × 24): a house, a box, a calendar, a folded map, a receipt, a gift.
// The labels are read at render time: a language switch rewrites copy.shell.nav.
const navLinks = [
  { href: '/home', label: 'home', icon: 'M4 10l8-7 8 7v11H4z' },
  { href: '/products', label: 'products', icon: 'M4 7h16v13H4zm0 0l3-4h10l3 4' },
  { href: '/agenda', label: 'agenda', icon: 'M4 5h16v16H4zm0 5h16' },
  { href: '/denah', label: 'denah', icon: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zm6-3v15m6-12v15' },
  { href: '/my-transaction', label: 'transactions', icon: 'M6 3h12v18l-6-3-6 3z' },
] as const satisfies readonly { href: string; label: keyof typeof copy.shell.nav; icon: string }[];

/** A switch redraws the whole app; the new switch takes the focus back, where the visitor left it. */
let focusAfterSwitch = false;

/**
 * The language switch: one tap from every screen, naming the language it switches to.
 * A plain link to this page with `?lang=` — on the boot screen, before the app runs, a tap loads
 * the page in that language — which the app turns into a switch in place.
 */
function LanguageSwitch() {
  const other = useLanguage() === 'id' ? 'en' : 'id';
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusAfterSwitch) link.current?.focus();
    focusAfterSwitch = false;
  }, []);
  return (
    <SwitchLink
      ref={link}
      href={`?${LANGUAGE_PARAM}=${other}`}
      lang={other}
      aria-label={languageNames[other]}
      onClick={(event) => {
        event.preventDefault();
        focusAfterSwitch = true;
        void chooseLanguage(other);
      }}
    >
      {other.toUpperCase()}
    </SwitchLink>
  );
}

/** Brand, main navigation (wide screens), language, cart quantity badge and the visitor's initials. */
export function ShellHeader({ visitor, cartQuantity, prizes, organiser = false }: ShellHeaderProps) {
  const [location] = useLocation();
  const links = organiser ? [...navLinks, { href: '/admin-gift', label: 'adminGift', icon: 'M4 8h16v13H4zm8 0v13M4 12h16M12 8L8 3m4 5l4-5' } as const] : navLinks;
  return (
    <Bar>
      <Brand href="/home" aria-label={copy.shell.homeLink}>{copy.common.appName}</Brand>
      <Nav aria-label={copy.shell.mainNavigation}>
        {links.map((link) => (
          <Link key={link.href} href={link.href} aria-current={location === link.href ? 'page' : undefined}>
            <PathIcon d={link.icon} />
            {copy.shell.nav[link.label]}
          </Link>
        ))}
      </Nav>
      <LanguageSwitch />
      {visitor ? (
        <>
          {prizes && (
            <RoundButton
              type="button"
              onClick={prizes.onOpen}
              aria-label={copy.shell.prizesLabel(prizes.unclaimed) + (prizes.unreachable ? `. ${copy.shell.prizesUnreachable}` : '')}
              title={prizes.unreachable ? copy.shell.prizesUnreachable : undefined}
            >
              <GiftIcon />
              {prizes.unreachable ? (
                <CountBadge aria-hidden="true" data-testid="prize-feed-down">!</CountBadge>
              ) : (
                prizes.unclaimed > 0 && <CountBadge aria-hidden="true" data-testid="prize-badge">{prizes.unclaimed > 99 ? '99+' : prizes.unclaimed}</CountBadge>
              )}
            </RoundButton>
          )}
          <RoundLink href="/my-transaction" aria-label={copy.shell.cartLabel(cartQuantity)}>
            <CartIcon />
            {cartQuantity > 0 && <CountBadge aria-hidden="true" data-testid="cart-badge">{cartQuantity > 99 ? '99+' : cartQuantity}</CountBadge>}
          </RoundLink>
          <RoundLink href="/profile" aria-label={copy.shell.profileOf(visitor.fullName, visitor.initials)}>
            <Avatar initials={visitor.initials} />
          </RoundLink>
        </>
      ) : (
        <LoginLink href="/login">{copy.shell.login}</LoginLink>
      )}
    </Bar>
  );
}
