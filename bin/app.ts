#!/usr/bin/env node
import { App } from 'aws-cdk-lib';
import { addComplianceChecks, addRewardsStacks } from '../lib/rewards-app.js';

const app = new App();
addRewardsStacks(app);
addComplianceChecks(app);
