// The one-time offer of English to a visitor whose browser's first language is not
// Indonesian and who has not chosen: the app never switches by itself. Loaded once the page is
// idle (AppShell), so neither the decision nor the words are in the first download. Made in
// English, the language it offers, since the visitor it is for may not read Indonesian.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { floatingBanner } from '../components/FloatingBanners';
import { isLanguage, LANGUAGE_KEY, LANGUAGE_OFFERED_KEY } from '../copy/language';
import { chooseLanguage } from '../copy/switchLanguage';

const offer = {
  text: 'This app is also available in English.',
  accept: 'Switch to English',
  decline: 'Keep Bahasa Indonesia',
};

// It floats in the shell's FloatingBanners: it comes once the page is idle, and taking a place
// above the header then would move the screen the visitor is reading.
const Offer = styled.div`
  ${floatingBanner}
  flex-wrap: wrap;
  justify-content: flex-start;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.brandSoft};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

/** True for a visitor not yet asked, who has not chosen, and whose browser prefers another language. */
export function shouldOfferEnglish(preferred: readonly string[] = navigator.languages ?? [navigator.language]): boolean {
  const first = (preferred[0] ?? '').toLowerCase();
  if (first === '' || first === 'id' || first.startsWith('id-')) return false;
  try {
    return !isLanguage(localStorage.getItem(LANGUAGE_KEY)) && localStorage.getItem(LANGUAGE_OFFERED_KEY) === null;
  } catch {
    return false;
  }
}

/** `offered` decides for a story; the app leaves it to shouldOfferEnglish. */
export default function LanguageOffer({ offered }: { offered?: boolean }) {
  const [open, setOpen] = useState(() => offered ?? shouldOfferEnglish());
  if (!open) return null;
  const answer = (choice: 'id' | 'en') => {
    try {
      localStorage.setItem(LANGUAGE_OFFERED_KEY, '1');
    } catch {
      // storage unavailable: asked again on the next visit
    }
    setOpen(false);
    void chooseLanguage(choice);
  };
  return (
    <Offer role="region" aria-label={offer.text} lang="en">
      <span>{offer.text}</span>
      <Button onClick={() => answer('en')}>{offer.accept}</Button>
      <Button variant="ghost" onClick={() => answer('id')}>{offer.decline}</Button>
    </Offer>
  );
}
