// Test helper: a cookie-keeping JSON client for the gateway (one instance = one browser).
export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  private cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookie;
  }

  set sessionCookie(value: string | undefined) {
    this.cookie = value;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const name = pair?.split('=')[0];
      if (!pair || (name !== 'ts_session' && name !== '__Host-ts_session')) continue;
      const value = pair.slice(name.length + 1);
      this.cookie = value && !/expires=Thu, 01 Jan 1970/i.test(setCookie) ? pair : undefined;
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }

  put<T = unknown>(path: string, body: unknown = {}) {
    return this.request<T>('PUT', path, body);
  }

  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    return this.request<{
      data?: T | null;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    }>('POST', '/graphql', { query, variables });
  }
}
