/*
| Who the figures count (docs/metrics.md, 'Quem conta'): a learner is any
| account without a panel role. Staff test lessons and quizzes; what they do
| is left out of the overview and of the analytics alike.
*/

/** SQL condition: the user in `userColumn` has no admin_users row (not panel staff). */
export const notStaffSql = (userColumn: string) =>
  `NOT EXISTS (SELECT 1 FROM admin_users staff WHERE staff.user_id = ${userColumn})`
