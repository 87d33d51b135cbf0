export interface JobStateTable {
  name: string;
  lease_owner: string | null;
  lease_until: Date | null;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_error: string | null;
}

export interface JobsTables {
  job_state: JobStateTable;
}
