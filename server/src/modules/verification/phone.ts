/** One phone identity everywhere: dialing code without '+', national number without trunk zeros. */
export interface Phone {
  dialingCode: string;
  national: string;
  /** Digits only, E.164 without the plus: the key for SMS codes, limits and the outbox. */
  e164: string;
}

export function normalisePhone(dialingCode: string, mobile: string): Phone {
  const dial = dialingCode.replace(/^\+/, '');
  const national = mobile.replace(/\D/g, '').replace(/^0+/, '');
  return { dialingCode: dial, national, e164: `${dial}${national}` };
}

/** "+63 917****567": enough for the owner to recognise, useless to anyone else. */
export function maskPhone(dialingCode: string | null, national: string | null): string | null {
  if (!national) return null;
  const visible =
    national.length > 6 ? `${national.slice(0, 3)}****${national.slice(-3)}` : `${national.slice(0, 1)}****`;
  return dialingCode ? `+${dialingCode} ${visible}` : visible;
}
