/**
 * The setlists schemas' refusals, one message each (issue 55): a zod option takes
 * `refusal(…)` or `{ error: () => say(…) }`, a check adds `say(…)`, all written at parse time.
 */
export const SETLISTS_REFUSALS = {
  toOnOrAfterFrom: {
    id: "setlists.validation.toOnOrAfterFrom",
    defaultMessage: "To must be on or after From",
  },
  societiesListCodes: {
    id: "setlists.validation.societiesListCodes",
    defaultMessage: "Societies must be a list of codes",
  },
  referenceText: {
    id: "setlists.validation.referenceText",
    defaultMessage: "Reference must be text",
  },
  chooseSocietyOnce: {
    id: "setlists.validation.chooseSocietyOnce",
    defaultMessage: "Choose each society once",
  },
  keysTrueFalse: {
    id: "setlists.validation.keysTrueFalse",
    defaultMessage: "Keys must be true or false",
  },
  notesTrueFalse: {
    id: "setlists.validation.notesTrueFalse",
    defaultMessage: "Notes must be true or false",
  },
  nameRequired: { id: "setlists.validation.nameRequired", defaultMessage: "Name is required" },
  pickSongWriteLine: {
    id: "setlists.validation.pickSongWriteLine",
    defaultMessage: "Pick a song or write a line",
  },
  lineSongTextNot: {
    id: "setlists.validation.lineSongTextNot",
    defaultMessage: "A line is a song or a text, not both",
  },
  encoreEndSetLine: {
    id: "setlists.validation.encoreEndSetLine",
    defaultMessage: "The encore is the end of the set: a line after it must be in it too",
  },
  encoreTrueFalse: {
    id: "setlists.validation.encoreTrueFalse",
    defaultMessage: "Encore must be true or false",
  },
  segueTrueFalse: {
    id: "setlists.validation.segueTrueFalse",
    defaultMessage: "Segue must be true or false",
  },
  lengthNumberSeconds: {
    id: "setlists.validation.lengthNumberSeconds",
    defaultMessage: "Length must be a number of seconds",
  },
  itemsList: { id: "setlists.validation.itemsList", defaultMessage: "Items must be a list" },
  lengthLeastSecond: {
    id: "setlists.validation.lengthLeastSecond",
    defaultMessage: "Length must be at least a second",
  },
  lengthMostHour: {
    id: "setlists.validation.lengthMostHour",
    defaultMessage: "Length can be at most an hour",
  },
  tempoWholeNumberBeats: {
    id: "setlists.validation.tempoWholeNumberBeats",
    defaultMessage: "Tempo must be a whole number of beats a minute, 20 to 400",
  },
  mustBeText: { id: "setlists.validation.mustBeText", defaultMessage: "Must be text" },
  lengthUpToHour: {
    id: "setlists.validation.lengthUpToHour",
    defaultMessage: "Length must be minutes and seconds, like 3:45, up to 60:00",
  },
  lengthMinutesSeconds: {
    id: "setlists.validation.lengthMinutesSeconds",
    defaultMessage: "Length must be minutes and seconds, like 3:45",
  },
  tempoWholeNumberBeats2: {
    id: "setlists.validation.tempoWholeNumberBeats2",
    defaultMessage: "Tempo must be a whole number of beats a minute",
  },
  writersList: { id: "setlists.validation.writersList", defaultMessage: "Writers must be a list" },
  publishersList: {
    id: "setlists.validation.publishersList",
    defaultMessage: "Publishers must be a list",
  },
  line: { id: "setlists.validation.line", defaultMessage: "Line" },
  note: { id: "setlists.validation.note", defaultMessage: "Note" },
  setMostLines: {
    id: "setlists.validation.setMostLines",
    defaultMessage: "A set can have at most {max} lines",
  },
  writerName: { id: "setlists.validation.writerName", defaultMessage: "Writer's name" },
  writerRole: { id: "setlists.validation.writerRole", defaultMessage: "Writer's role" },
  writerSociety: { id: "setlists.validation.writerSociety", defaultMessage: "Writer's society" },
  share: { id: "setlists.validation.share", defaultMessage: "Share" },
  publisherName: { id: "setlists.validation.publisherName", defaultMessage: "Publisher's name" },
  publisherSociety: {
    id: "setlists.validation.publisherSociety",
    defaultMessage: "Publisher's society",
  },
  title: { id: "setlists.validation.title", defaultMessage: "Title" },
  key: { id: "setlists.validation.key", defaultMessage: "Key" },
  notes: { id: "setlists.validation.notes", defaultMessage: "Notes" },
  songMostWriters: {
    id: "setlists.validation.songMostWriters",
    defaultMessage: "A song can have at most {max} writers",
  },
  songMostPublishers: {
    id: "setlists.validation.songMostPublishers",
    defaultMessage: "A song can have at most {max} publishers",
  },
  unknownSociety: {
    id: "setlists.validation.unknownSociety",
    defaultMessage: 'Unknown society "{code}": choose from {choices}',
  },
  chooseSociety: {
    id: "setlists.validation.chooseSociety",
    defaultMessage: "Choose a society: {choices}",
  },
  from: { id: "setlists.validation.from", defaultMessage: "From" },
  to: { id: "setlists.validation.to", defaultMessage: "To" },
  filedOn: { id: "setlists.validation.filedOn", defaultMessage: "Filed on" },
  reportAtMostYear: {
    id: "setlists.validation.reportAtMostYear",
    defaultMessage: "A report covers at most a year ({days} days)",
  },
  referenceMax: {
    id: "setlists.validation.referenceMax",
    defaultMessage: "Reference can be at most {max} characters",
  },
  nameMax: {
    id: "setlists.validation.nameMax",
    defaultMessage: "Name can be at most {max} characters",
  },
};
