export interface HpkeKeyTable {
  key_id: number;
  created_at: Date;
  retired_at: Date | null;
}

export interface HpkeRequestSeenTable {
  request_id: string;
  expires_at: Date;
}

export interface EncryptedCallsTables {
  hpke_key: HpkeKeyTable;
  hpke_request_seen: HpkeRequestSeenTable;
}
