/**
 * The domain vocabulary the statecharts speak. The SDK's generated schemas use the same field
 * names, so an SDK value is structurally assignable to these (checked in src/adapters).
 */
/**
 * Only what SPEC promises and the app cannot work without is required (sdk/openapi.yaml says
 * why for each); every other field may be absent and each screen shows what is there.
 */
export interface User {
  id: number;
  name?: string;
  last_name?: string | null;
  email?: string;
  phone?: string;
  code?: string;
  code_html?: string;
  /** Image URL or data: URL. */
  qr_code?: string;
  regency_id?: number | null;
  province_id?: number | null;
  cabang_id?: number | null;
  is_session_booked?: boolean;
  session?: unknown[];
  is_data_checked?: boolean;
  agency?: string;
  unit?: string;
  salesman?: string;
  /** Assumed (sdk/openapi.yaml): organisers may use the admin-gift screen; absent means visitor. */
  role?: 'visitor' | 'organiser';
}

export interface Token {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  /** Assumed (sdk/openapi.yaml): a Firebase custom token the realtime feed signs in with; absent on SPEC's platform. */
  firebase_token?: string;
}

export interface Prize {
  id: number;
  name?: string;
  image_url?: string;
  isSaved?: boolean;
}

export interface CartItem {
  quantity: number;
  /** Without it the item can be neither removed nor ordered. */
  id?: number;
  product_id?: number;
  name?: string;
  price?: number;
  image_url?: string;
  checked?: boolean;
}

export interface Cart {
  /** Without it nothing in the cart can be removed or ordered. */
  id?: number;
  items?: CartItem[];
}

export interface UpcomingSession {
  id: number;
  /** Seconds until the session starts. */
  is_started_countdown: number;
  title?: string;
  starts_at?: string;
  room_id?: number;
  speaker?: string;
}

export interface RegistrationForm {
  name: string;
  agency: string;
  unit: string;
  salesman: string;
}

/** Which catalogue a cart line's product_id belongs to (the platform keeps both in one cart). */
export type CatalogueKind = 'product' | 'merchandise';

export interface CartAddition {
  product_id: number;
  quantity: number;
  /** Absent means 'product'. */
  kind?: CatalogueKind;
}

export interface Order {
  id: number;
  number?: string;
  status?: string;
  total?: number;
  created_at?: string;
  /** What happens next or how to pay, in the platform's words. */
  next_step?: string;
  items?: { product_id?: number; name?: string; price?: number; quantity?: number }[];
}

export interface StoredSession {
  token: Token | null;
  user: User | null;
}
