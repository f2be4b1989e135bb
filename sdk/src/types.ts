// Friendly names for the generated schemas. Field names match machines/types.ts
// (docs/architecture.md "Domain types"), so SDK values are assignable to the domain types.
import type { components } from './generated/schema.js';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type UserDetails = Schemas['UserDetails'];
export type Token = Schemas['Token'];
export type Prize = Schemas['Prize'];
export type ClaimReceipt = Schemas['ClaimReceipt'];
export type ClaimedGift = Schemas['ClaimedGift'];
export type Cart = Schemas['Cart'];
export type CartItem = Schemas['CartItem'];
export type CartAddition = Schemas['CartAddition'];
export type OrderRequest = Schemas['OrderRequest'];
export type Order = Schemas['Order'];
export type EventInfo = Schemas['EventInfo'];
export type ExhibitorSummary = Schemas['ExhibitorSummary'];
export type Exhibitor = Schemas['Exhibitor'];
export type ExhibitorPage = Schemas['ExhibitorPage'];
export type ExhibitorListing = Schemas['ExhibitorListing'];
/** The paged exhibitor list's filters (all optional). */
export interface ExhibitorPageQuery { page?: number; per_page?: number; q?: string; hall?: string; category?: string }
export type Product = Schemas['Product'];
export type Merchandise = Schemas['Merchandise'];
export type Highlight = Schemas['Highlight'];
export type Room = Schemas['Room'];
export type SessionStream = Schemas['SessionStream'];
export type UpcomingSession = Schemas['UpcomingSession'];
export type ExternalSession = Schemas['ExternalSession'];
export type Survey = Schemas['Survey'];
export type SurveyQuestion = Schemas['SurveyQuestion'];
export type SurveyAnswer = Schemas['SurveyAnswers']['answers'][number];
export type SurveyReceipt = Schemas['SurveyReceipt'];
export type VisitorSummary = Schemas['VisitorSummary'];
export type RegistrationPayload = Schemas['RegistrationPayload'];
export type LoginPayload = Schemas['LoginPayload'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type FloorPlan = Schemas['FloorPlan'];
export type FloorPlanHall = Schemas['FloorPlanHall'];
export type FloorPlanBooth = Schemas['FloorPlanBooth'];
export type FloorPlanExhibitor = Schemas['FloorPlanExhibitor'];
export type StampCard = Schemas['StampCard'];
export type StampBooth = Schemas['StampBooth'];
export type StampCompletions = Schemas['StampCompletions'];
export type BoothStaffCode = Schemas['BoothStaffCode'];

/** What the registration screen collects; the SDK adds the fixed values. */
export interface RegistrationInput {
  name: string;
  agency: string;
  unit: string;
  salesman: string;
  /** Device (push) token; '' on the web. */
  token?: string;
}

export interface InvitationInput {
  code: string;
  /** Device (push) token; '' on the web. */
  token?: string;
}
