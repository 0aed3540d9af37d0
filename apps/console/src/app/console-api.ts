import type { SessionUser } from '../state/session-store';

/** A call answered with a non-200 code, or not answered at all; `message` is the server's text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export interface Captcha {
  enabled: boolean;
  /** data: URL of the image, when enabled. */
  image: string | null;
  uuid: string | null;
}

export interface Profile {
  userName: string;
  nickName: string;
  phone: string;
  email: string;
  /** RuoYi's sys_user_sex code: '0' male, '1' female, '2' unknown ('' when not given). */
  sex: string;
  dept: string;
  roles: string;
  createTime: string;
}

export interface UserInfo {
  user: SessionUser;
  permissions: readonly string[];
  roles: readonly string[];
}

/** The calls the console shell makes, in the console's own terms; built on @vigil/sdk. */
export interface ConsoleApi {
  captcha(): Promise<Captcha>;
  /** Returns the session token. */
  login(body: { username: string; password: string; code?: string; uuid?: string }): Promise<string>;
  sendPhoneCode(phone: string): Promise<void>;
  phoneLogin(body: { phone: string; code: string }): Promise<string>;
  register(body: { username: string; password: string; confirmPassword: string; phone: string; code: string }): Promise<void>;
  findPassword(body: { phone: string; code: string; password: string }): Promise<void>;
  /** Ends the session `token` on the server (POST /logout); rejects when the server could not be told. */
  logout(token: string): Promise<void>;
  getInfo(): Promise<UserInfo>;
  getRouters(): Promise<unknown[]>;
  profile(): Promise<Profile>;
  updatePassword(oldPassword: string, newPassword: string): Promise<void>;
}
