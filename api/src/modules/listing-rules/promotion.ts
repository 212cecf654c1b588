/** An advertisement that features its listing right now: approved and within its dates. */
export const runningAdSql = (ad: string) =>
  `${ad}.status = 'approved' and ${ad}.start_date <= now() and (${ad}.end_date is null or ${ad}.end_date > now())`;

/** True when the property aliased `property` is featured by a running advertisement. */
export const promotedPropertySql = (property: string) =>
  `exists (select 1 from advertisements pa where pa.property_id = ${property}.id and ${runningAdSql('pa')})`;

/**
 * promotedPropertySql as a card's column: one probe per listing along its advertisements. As
 * an EXISTS in a select list it may be planned as a hash of every advertisement, the whole
 * table read for a page of a hundred cards.
 */
export const promotedPropertyColumnSql = (property: string) =>
  `coalesce((select true from advertisements pa where pa.property_id = ${property}.id and ${runningAdSql('pa')} limit 1), false)`;

/** True when the project aliased `project` is featured by a running advertisement. */
export const promotedProjectSql = (project: string) =>
  `exists (select 1 from advertisements ja where ja.project_id = ${project}.id and ${runningAdSql('ja')})`;

/** The status readers see: an approved advertisement past its end date reads expired. */
export const advertisementStatusSql = (ad: string) =>
  `case when ${ad}.status = 'approved' and ${ad}.end_date is not null and ${ad}.end_date <= now() then 'expired'
        else ${ad}.status end`;

/** An advertisement that keeps its listing from being featured again: waiting for the admin, or approved and not ended. */
export const blockingAdSql = (ad: string) =>
  `(${ad}.status = 'pending' or (${ad}.status = 'approved' and (${ad}.end_date is null or ${ad}.end_date > now())))`;
