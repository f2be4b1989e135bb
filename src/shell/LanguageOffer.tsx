// The one-time offer of English (issue 33) to a visitor whose browser's first language is not
// Indonesian and who has not chosen: the app never switches by itself. Loaded once the page is
// idle (AppShell), so neither the decision nor the words are in the first download. Made in
// English, the language it offers, since the visitor it is for may not read Indonesian.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { isLanguage, LANGUAGE_KEY, LANGUAGE_OFFERED_KEY } from '../copy/language';
import { chooseLanguage } from '../copy/switchLanguage';

const offer = {
  text: 'This app is also available in English.',
  accept: 'Switch to English',
  decline: 'Keep Bahasa Indonesia',
};

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.brandSoft};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
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

export default function LanguageOffer() {
  const [open, setOpen] = useState(shouldOfferEnglish);
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
