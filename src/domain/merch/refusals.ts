/**
 * The merch schemas' refusals, one message each (issue 55): a zod option takes
 * `refusal(…)` or `{ error: () => say(…) }`, a check adds `say(…)`, all written at parse time.
 */
export const MERCH_REFUSALS = {
  variantOnce: { id: "merch.validation.variantOnce", defaultMessage: "Each variant once" },
  unknownVariant: { id: "merch.validation.unknownVariant", defaultMessage: "Unknown variant" },
  sendCountsList: {
    id: "merch.validation.sendCountsList",
    defaultMessage: "Send the counts as a list",
  },
  tooManyVariants: { id: "merch.validation.tooManyVariants", defaultMessage: "Too many variants" },
  chooseStatusList: {
    id: "merch.validation.chooseStatusList",
    defaultMessage: "Choose a status from the list",
  },
  enterWebAddressHttps: {
    id: "merch.validation.enterWebAddressHttps",
    defaultMessage: "Enter a web address like https://studio.example",
  },
  chooseKeepDelete: {
    id: "merch.validation.chooseKeepDelete",
    defaultMessage: "Choose keep or delete",
  },
  addLeastVariant: {
    id: "merch.validation.addLeastVariant",
    defaultMessage: "Add at least one variant",
  },
  title: { id: "merch.validation.title", defaultMessage: "Title" },
  chooseKind: { id: "merch.validation.chooseKind", defaultMessage: "Choose a kind from the list" },
  chooseTour: { id: "merch.validation.chooseTour", defaultMessage: "Choose one of your tours" },
  choosePartner: {
    id: "merch.validation.choosePartner",
    defaultMessage: "Choose one of your partners",
  },
  dueDate: { id: "merch.validation.dueDate", defaultMessage: "Due date" },
  brief: { id: "merch.validation.brief", defaultMessage: "Brief" },
  comment: { id: "merch.validation.comment", defaultMessage: "Comment" },
  email: { id: "merch.validation.email", defaultMessage: "Email" },
  website: { id: "merch.validation.website", defaultMessage: "Website" },
  name: { id: "merch.validation.name", defaultMessage: "Name" },
  contact: { id: "merch.validation.contact", defaultMessage: "Contact" },
  notes: { id: "merch.validation.notes", defaultMessage: "Notes" },
  countIn: { id: "merch.validation.countIn", defaultMessage: "Count in" },
  countOut: { id: "merch.validation.countOut", defaultMessage: "Count out" },
  comps: { id: "merch.validation.comps", defaultMessage: "Comps" },
  variant: { id: "merch.validation.variant", defaultMessage: "Variant" },
  stock: { id: "merch.validation.stock", defaultMessage: "Stock" },
  chooseType: { id: "merch.validation.chooseType", defaultMessage: "Choose a type from the list" },
  chooseApprovedDesign: {
    id: "merch.validation.chooseApprovedDesign",
    defaultMessage: "Choose an approved design",
  },
  price: { id: "merch.validation.price", defaultMessage: "Price" },
  unitCost: { id: "merch.validation.unitCost", defaultMessage: "Unit cost" },
  mostVariants: { id: "merch.validation.mostVariants", defaultMessage: "At most {max} variants" },
};
