import type { English } from '../translation';
import type { liveStream as indonesian } from '../liveStream';

/** The live-stream screen: the stream, its countdown and the session survey. */
export const liveStream: English<typeof indonesian> = {
  invalidId: 'Invalid session number.',
  loginHint: 'Sign in to watch live sessions and fill in the survey.',
  speaker: (name: string) => `Speaker: ${name}`,
  startsAt: (when: string) => `Starts ${when}`,
  room: (name: string) => `Room: ${name}`,
  live: 'Live now',
  notStarted: 'The session has not started yet. The stream will appear here when it begins.',
  ended: 'This session has ended.',
  startsIn: 'Starts in',
  playerTitle: (title: string) => `Stream: ${title}`,
  posterAlt: (title: string) => `${title} poster`,
  openExternal: 'Open the stream in a new tab',
  demoHeading: 'Products in this demo',
  demoEmpty: 'No products for this demo yet.',
  demoCart: (quantity: number) =>
    quantity === 0 ? 'Your cart is empty.' : `${quantity} ${quantity === 1 ? 'item' : 'items'} in your cart.`,
  demoCheckout: 'Order what is in your cart',
  playerUnavailable: 'This stream cannot be shown in the app.',
  surveyHeading: 'Session survey',
  surveyDialogTitle: 'Session over — take the survey',
  surveyDialogIntro: 'Thank you for watching. Your answers help us improve the next sessions.',
  surveyIntro: 'Help us improve the next sessions.',
  surveyNone: 'No survey yet',
  surveyNoneHint: 'This session has no survey yet. If the organisers add one, it will appear here.',
  surveyNoQuestions: "This session's survey has no questions yet.",
  answerPlaceholder: 'Write your answer',
  surveyIncomplete: 'Please answer all the questions before sending.',
  surveySubmit: 'Send answers',
  surveySubmitting: 'Sending…',
  surveyThanks: 'Thank you! We have received your answers.',
  surveyYourAnswers: 'Your answers',
};
