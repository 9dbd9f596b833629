/**
 * Where a show's file is read (issue 38): the day sheet links it; offline, it is saved under
 * this. A module of its own, without the schemas: the
 * offline save of the road days imports it after the page is idle, and with the schemas it
 * downloaded the whole validation library (~28 KB gz) into every dashboard (decision 10).
 */
export const showFilePath = (tourId: string, showId: string, fileId: string) =>
  `/api/tours/${tourId}/advances/${showId}/files/${fileId}`;
