import { Module } from '@nestjs/common';
import { SubmitRegistrationInterestHandler } from './submit-registration-interest/submit-registration-interest.handler.js';
import { SubmitRegistrationInterestRpc } from './submit-registration-interest/submit-registration-interest.rpc.js';

@Module({
  controllers: [SubmitRegistrationInterestRpc],
  providers: [SubmitRegistrationInterestHandler],
})
export class IdentityModule {}
