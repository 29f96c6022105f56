import type { Rule } from 'eslint';

export declare const throughIndex: Rule.RuleModule;
