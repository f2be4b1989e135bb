/**
 * The domain vocabulary the statecharts speak. The SDK's generated schemas use the same field
 * names, so an SDK value is structurally assignable to these (checked in src/adapters).
 */
export interface User {
  id: number;
  name: string;
  last_name: string | null;
  email: string;
  phone: string;
  code: string;
  code_html: string;
  /** Image URL or data: URL. */
  qr_code: string;
  regency_id: number | null;
  province_id: number | null;
  cabang_id: number | null;
  is_session_booked: boolean;
  session: unknown[];
  is_data_checked: boolean;
  agency: string;
  unit: string;
  salesman: string;
  /** Assumed (sdk/openapi.yaml): organisers may use the admin-gift screen; absent means visitor. */
  role?: 'visitor' | 'organiser';
}

export interface Token {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface Prize {
  id: number;
  name: string;
  image_url: string;
  isSaved?: boolean;
}

export interface CartItem {
  id: number;
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  image_url: string;
  checked?: boolean;
}

export interface Cart {
  id: number;
  items: CartItem[];
}

export interface UpcomingSession {
  id: number;
  title: string;
  /** Seconds until the session starts. */
  is_started_countdown: number;
  starts_at: string;
  room_id: number;
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
  number: string;
  status: string;
  total: number;
  created_at: string;
  /** Assumed (sdk/openapi.yaml): the platform's word on what happens next; optional. */
  next_step?: string;
  items: { product_id: number; name: string; price: number; quantity: number }[];
}

export interface StoredSession {
  token: Token | null;
  user: User | null;
}
