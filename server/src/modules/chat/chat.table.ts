import type { ColumnType, Generated } from 'kysely';
import type { ChatWinCard } from '@site/shared/schemas';
import type { JsonColumn } from '../system/system.table';

export interface ChatRoomTable {
  /** A language code of the picker, or `vip`. */
  id: string;
  kind: 'language' | 'vip';
  language: string | null;
  /** Lowest rank that may enter (the VIP room: 5, docs/chat.md). */
  min_rank: ColumnType<number, number | undefined, number>;
  slow_mode_seconds: ColumnType<number, number | undefined, number>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface ChatMessageTable {
  /** bigint: a resyncing client asks "since id N". */
  id: Generated<string>;
  room_id: string;
  /** null: written by staff (news). */
  member_id: number | null;
  kind: 'text' | 'win' | 'news';
  author_name: string;
  author_rank: ColumnType<number, number | undefined, number>;
  body: string | null;
  win: JsonColumn<ChatWinCard | null> | null;
  bet_id: string | number | null;
  deleted_at: Date | null;
  deleted_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ChatReportTable {
  id: Generated<number>;
  message_id: string | number;
  reporter_id: number;
  reason: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ChatSanctionTable {
  id: Generated<number>;
  member_id: number;
  kind: 'mute' | 'ban';
  until: Date;
  reason: string;
  created_by: string;
  lifted_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ChatMemberMuteTable {
  member_id: number;
  muted_member_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ChatSendBucketTable {
  member_id: number;
  tokens: number;
  updated_at: Date;
}

export interface ChatTables {
  chat_room: ChatRoomTable;
  chat_message: ChatMessageTable;
  chat_report: ChatReportTable;
  chat_sanction: ChatSanctionTable;
  chat_member_mute: ChatMemberMuteTable;
  chat_send_bucket: ChatSendBucketTable;
}
