import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, mortgageMessages } from '@domus/shared/contract';
import { readerOf, type AuthUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { fetchedMessage, ok } from '../../http/reply';
import { PackageService } from '../packages/service';
import { calculateMortgage } from './calculation';

const detailFeature = 'mortgage_calculator_detail';

export const mortgageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages } = app.services;

  /** Why this reader may not see the schedule (the spec's words), or undefined when they may. */
  const detailsRefusal = async (reader: AuthUser | undefined): Promise<string | undefined> => {
    if (!reader) return accountMessages.notSignedIn;
    return PackageService.refusal(await packages.check(reader.id, detailFeature), detailFeature)?.message;
  };

  app.route({
    ...callRoute('mortgageCalculator', {
      tags: ['tools'],
      summary:
        'Monthly instalment and totals of a fixed-rate loan; with show_all_details=1 and the mortgage_calculator_detail feature also the yearly and monthly schedule',
    }),
    handler: async (request) => {
      const query = request.query;
      const refusal = await detailsRefusal(readerOf(request));
      const { main_total, yearly_totals } = calculateMortgage({
        loanAmount: query.loan_amount,
        downPayment: query.down_payment,
        annualRatePercent: query.interest_rate,
        years: query.loan_term_years,
      });
      const withDetails = query.show_all_details && !refusal;
      // Totals are never withheld: asking for details without the package only leaves them out.
      const message =
        query.show_all_details && refusal
          ? refusal
          : main_total.principal_amount === 0
            ? mortgageMessages.nothingBorrowed
            : fetchedMessage;
      return ok(withDetails ? { main_total, yearly_totals } : { main_total }, { details_allowed: !refusal }, message);
    },
  });
};
