import type { Rule } from 'eslint';

/** See no-cycle.js. */
export declare const noCycle: Rule.RuleModule;
