// The agenda, every day with its sessions, in index.html's boot screen: on /agenda, painted from the two session
// lists index.html's first inline script reads (./prefetch.ts), or until they come from the copies
// the service worker keeps. The agenda's model (its order, its days, its dates in the visitor's
// language) and its templates are too big for every page's inline script: this is a script of
// its own, asked for on /agenda only beside those reads (build.mjs bootPaintingScripts), carrying
// its templates. An address narrowed to one room waits for the app.
import { TOKEN_KEY } from '../../machines/sessionCodec';
import { isLanguage, setCurrentLanguage } from '../copy/language';
import { writeUnnamedSessionsWith } from './bootLanguage';
import { addTemplates, paintAnswers, shellParsed, stored } from './painting';
import { agendaPreviewOf, paintAgendaPreview } from './agendaPreview';

/** The two lists as they have answered so far (a failed one as null). */
const lists: { upcoming?: unknown; external?: unknown } = {};

/** Paints the agenda once both lists are in. */
async function paintOnceBothIn(): Promise<void> {
  if (!('upcoming' in lists && 'external' in lists) || new URLSearchParams(location.search).has('room')) return;
  await shellParsed();
  const translate = addTemplates('agenda');
  if (translate) writeUnnamedSessionsWith(translate);
  const main = document.querySelector('#boot main');
  // A token stored: "Sesi saya" is the signed-in visitor's, still loading (storage unavailable: anonymous).
  if (main) paintAgendaPreview(main, agendaPreviewOf(lists.upcoming, lists.external, Date.now()), stored(TOKEN_KEY) !== null);
}

(() => {
  // ./prefetch.ts has taken the language into <html lang>; the day is written in it.
  const language = document.documentElement.lang;
  if (isLanguage(language)) setCurrentLanguage(language);
  paintAnswers({
    agendaUpcoming: (body) => ((lists.upcoming = body), paintOnceBothIn()),
    agendaExternal: (body) => ((lists.external = body), paintOnceBothIn()),
  });
})();
