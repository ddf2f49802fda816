// Accounts of the reference server: /api/auth/login|logout|signup, JSON in and out.
import type { AuthOk, LoginRequest, SignupRequest } from '../types/entities';
import { fetchOrThrow, globalFetch } from './controller-error';

export interface AuthClientOptions {
  /** default '/api/auth' */
  basePath?: string;
  fetch?: typeof fetch;
}

/** Each call throws a ControllerError on failure (bad_credentials, username_taken, 429...). */
export interface AuthClient {
  login(credentials: LoginRequest): Promise<AuthOk>;
  logout(): Promise<AuthOk>;
  signup(account: SignupRequest): Promise<AuthOk>;
}

export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const basePath = (options.basePath ?? '/api/auth').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalFetch;

  async function post(action: string, body?: unknown): Promise<AuthOk> {
    const response = await fetchOrThrow(fetchImpl, `${basePath}/${action}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    try {
      return (await response.json()) as AuthOk;
    } catch {
      // A 2xx without a JSON body still means the server accepted the call.
      return { ok: true };
    }
  }

  return {
    login: (credentials) => post('login', credentials),
    logout: () => post('logout'),
    signup: (account) => post('signup', account),
  };
}
