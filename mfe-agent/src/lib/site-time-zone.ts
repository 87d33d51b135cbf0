/** The site's day boundary for the agent centre's date ranges (reports cut days in this zone). */
export const SITE_TIME_ZONE = 'Asia/Manila';
