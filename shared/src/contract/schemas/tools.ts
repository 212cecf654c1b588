import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { queryFlag } from './common';
import { mortgageMessages } from '../rules/tools';

/*
 * The tools of docs/SPEC.md §1: the mortgage loan EMI calculator (§3 "Mortgage calculator input",
 * §7 mortgage-calculator) and the area converter (§9).
 */

/**
 * Bounds of the calculator. Amounts are worked in whole cents: up to 100 billion, at up to
 * 100% a year over up to 50 years, every sum stays below 2^53 and so exact in a double.
 */
export const mortgageLimits = {
  maxAmount: 100_000_000_000,
  maxInterestRate: 100,
  minTermYears: 1,
  maxTermYears: 50,
} as const;

export { mortgageMessages } from '../rules/tools';

interface NumberRules {
  min: number;
  max: number;
  /** Below `min`, when it deserves its own words ("cannot be negative"). */
  belowMin?: string;
  outOfRange: string;
  whole?: boolean;
}

/**
 * A number a person typed, blank counting as absent. The calculator's own words rather than the
 * common helpers' ones, because the form of mf-tools validates with this very schema: the page
 * and a 400 reply say the same thing.
 */
const typedNumber = ({ min, max, belowMin, outOfRange, whole }: NumberRules) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined;
      const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      const problem = !Number.isFinite(number)
        ? mortgageMessages.notANumber
        : number < min
          ? (belowMin ?? outOfRange)
          : number > max || (whole && !Number.isInteger(number))
            ? outOfRange
            : undefined;
      if (!problem) return number;
      ctx.addIssue({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    });

const amount = () =>
  typedNumber({
    min: 0,
    max: mortgageLimits.maxAmount,
    belowMin: mortgageMessages.negativeAmount,
    outOfRange: mortgageMessages.amountTooLarge,
  });
const required = (message: string) => z.number({ error: message });

/**
 * mortgage-calculator (GET, opt). `loan_amount` is the price being financed; the loan itself
 * is `loan_amount - down_payment`. Amounts are rounded to cents.
 */
export const mortgageCalculatorQuery = z
  .object({
    loan_amount: amount().pipe(required(mortgageMessages.loanAmountRequired)),
    down_payment: amount().transform((value) => value ?? 0),
    /** Per year, in percent (6.5 means 6.5%). */
    interest_rate: typedNumber({
      min: 0,
      max: mortgageLimits.maxInterestRate,
      outOfRange: mortgageMessages.interestRateRange,
    }).pipe(required(mortgageMessages.interestRateRequired)),
    loan_term_years: typedNumber({
      min: mortgageLimits.minTermYears,
      max: mortgageLimits.maxTermYears,
      outOfRange: mortgageMessages.loanTermRange,
      whole: true,
    }).pipe(required(mortgageMessages.loanTermRequired)),
    /** 1: also the yearly schedule, for readers whose package includes mortgage_calculator_detail. */
    show_all_details: queryFlag('show_all_details').transform((value) => value ?? false),
  })
  .refine((query) => query.down_payment <= query.loan_amount, {
    path: ['down_payment'],
    error: mortgageMessages.downPaymentAboveLoan,
    // Judged as soon as both amounts are numbers, even while other fields are still wrong (the form shows it at once).
    when: ({ value }) => {
      const { loan_amount, down_payment } = value as Record<string, unknown>;
      return typeof loan_amount === 'number' && typeof down_payment === 'number';
    },
  });
export type MortgageCalculatorQuery = z.input<typeof mortgageCalculatorQuery>;
export type MortgageInput = z.output<typeof mortgageCalculatorQuery>;

const money = z.number();

export const mortgageTotalsSchema = z.object({
  /** What is borrowed: loan_amount - down_payment. */
  principal_amount: money,
  down_payment: money,
  /** Interest over the whole term: the sum of every month's interest. */
  payable_interest: money,
  /** The monthly instalment, to the cent; the last payment is what is left, off by the rounding of the others. */
  monthly_emi: money,
  /** Everything the buyer pays: down_payment + principal_amount + payable_interest. */
  total_amount: money,
});
export type MortgageTotals = z.infer<typeof mortgageTotalsSchema>;

export const mortgageMonthSchema = z.object({
  /** 1 to 12: the month within its loan year (not a calendar month). */
  month: z.number().int(),
  principal_amount: money,
  payable_interest: money,
  remaining_balance: money,
});
export type MortgageMonth = z.infer<typeof mortgageMonthSchema>;

export const mortgageYearSchema = z.object({
  /** 1 for the first twelve payments. */
  year: z.number().int(),
  principal_amount: money,
  interest_paid: money,
  /** After the year's last payment; 0 exactly after the last one. */
  remaining_balance: money,
  monthly_totals: z.array(mortgageMonthSchema),
});
export type MortgageYear = z.infer<typeof mortgageYearSchema>;

export const mortgageCalculationSchema = z.object({
  main_total: mortgageTotalsSchema,
  /** Only when details were asked for and `details_allowed` is true. */
  yearly_totals: z.array(mortgageYearSchema).optional(),
});
export type MortgageCalculation = z.infer<typeof mortgageCalculationSchema>;

/**
 * The totals are for everyone. `details_allowed` says whether this reader may see the schedule
 * (signed in with the mortgage_calculator_detail feature, docs/SPEC.md §6); details asked for but
 * not allowed are left out rather than refused, and `message` then gives the spec's reason
 * ("You have not subscribed. Please subscribe first"...), so a page still shows the totals.
 */
export const mortgageCalculatorReply = successEnvelope(mortgageCalculationSchema).extend({
  details_allowed: z.boolean(),
});

/*
 * Area converter units (docs/SPEC.md §9), each with its exact size in square metres, derived from
 * its definition: 1 ft = 0.3048 m, 1 yd = 0.9144 m and 1 mi = 1609.344 m exactly (the 1959
 * international yard and pound agreement). The labels, with their regions, are texts of mf-tools.
 */
const squareFoot = 0.09290304;
const acre = 43_560 * squareFoot;

export const areaUnits = {
  /** Square foot: (0.3048 m)². */
  sq_ft: squareFoot,
  sq_m: 1,
  /** Square yard, "gaj" in India: (0.9144 m)² = 9 ft². */
  sq_yd: 0.83612736,
  /** Acre: 43,560 ft². */
  acre,
  /** Hectare: 10,000 m². */
  hectare: 10_000,
  sq_km: 1_000_000,
  /** Square mile: (1609.344 m)² = 640 acres. */
  sq_mi: 2_589_988.110336,
  /** Cent (South India): 1/100 acre = 435.6 ft². */
  cent: acre / 100,
  /** Guntha (Maharashtra, Karnataka, Telangana): 121 yd² = 1/40 acre. */
  guntha: 121 * 0.83612736,
  /** Bigha as measured in West Bengal: 20 katha = 14,400 ft² (other states differ). */
  bigha: 14_400 * squareFoot,
  /** Katha as measured in West Bengal: 720 ft² (other states differ). */
  katha: 720 * squareFoot,
} as const;
export type AreaUnit = keyof typeof areaUnits;

/** Length units of the converter (docs/SPEC.md §9: km, m, mi, yd), in metres; plus the foot. */
export const lengthUnits = {
  km: 1000,
  m: 1,
  /** International mile: 1760 yd. */
  mi: 1609.344,
  yd: 0.9144,
  ft: 0.3048,
} as const;
export type LengthUnit = keyof typeof lengthUnits;
