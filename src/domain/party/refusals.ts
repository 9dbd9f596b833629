/**
 * The party schemas' refusals, one message each (issue 55): a zod option takes
 * `refusal(…)` or `{ error: () => say(…) }`, a check adds `say(…)`, all written at parse time.
 */
export const PARTY_REFUSALS = {
  amountMoreThan0: {
    id: "party.validation.amountMoreThan0",
    defaultMessage: "Amount must be more than 0",
  },
  chooseDrawReturnCount: {
    id: "party.validation.chooseDrawReturnCount",
    defaultMessage: "Choose draw, return or count",
  },
  noteMost300Characters: {
    id: "party.validation.noteMost300Characters",
    defaultMessage: "Note can be at most 300 characters",
  },
  chooseDay: { id: "party.validation.chooseDay", defaultMessage: "Choose the day it is for" },
  chooseWhoPaid: { id: "party.validation.chooseWhoPaid", defaultMessage: "Choose who is paid" },
  choosePerDiemWage: {
    id: "party.validation.choosePerDiemWage",
    defaultMessage: "Choose per diem, wage, fee, advance or buyout",
  },
  chooseShowDayTravel: {
    id: "party.validation.chooseShowDayTravel",
    defaultMessage: "Choose show day, travel day or day off",
  },
  sayWhetherCashComes: {
    id: "party.validation.sayWhetherCashComes",
    defaultMessage: "Say whether the cash comes from the float",
  },
  nameRequired: { id: "party.validation.nameRequired", defaultMessage: "Name is required" },
  leavesCannotBeforeJoins: {
    id: "party.validation.leavesCannotBeforeJoins",
    defaultMessage: "Leaves on cannot be before joins on",
  },
  sayWhetherPayPer: {
    id: "party.validation.sayWhetherPayPer",
    defaultMessage: "Say whether pay is per show or per week",
  },
  payPerShowPer: {
    id: "party.validation.payPerShowPer",
    defaultMessage: "Pay is per show or per week",
  },
  roleRoadMost80: {
    id: "party.validation.roleRoadMost80",
    defaultMessage: "Role on the road can be at most 80 characters",
  },
  addLeastPerson: {
    id: "party.validation.addLeastPerson",
    defaultMessage: "Add at least one person",
  },
  amount: { id: "party.validation.amount", defaultMessage: "Amount" },
  day: { id: "party.validation.day", defaultMessage: "Day" },
  nameMax: {
    id: "party.validation.nameMax",
    defaultMessage: "Name can be at most {max} characters",
  },
  homeCurrency: { id: "party.validation.homeCurrency", defaultMessage: "Home currency" },
  joinsOn: { id: "party.validation.joinsOn", defaultMessage: "Joins on" },
  leavesOn: { id: "party.validation.leavesOn", defaultMessage: "Leaves on" },
  perDiemCurrency: { id: "party.validation.perDiemCurrency", defaultMessage: "Per diem currency" },
  payCurrency: { id: "party.validation.payCurrency", defaultMessage: "Pay currency" },
  mostPeopleAtOnce: {
    id: "party.validation.mostPeopleAtOnce",
    defaultMessage: "Add at most {max} people at once",
  },
};
