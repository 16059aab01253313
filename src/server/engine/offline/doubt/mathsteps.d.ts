// mathsteps ships no types; this declares only the part the doubt solver uses.
declare module 'mathsteps' {
  /** A node of mathsteps' own (old) mathjs: not interchangeable with mathjs 15 nodes. */
  export interface StepNode {
    type: string;
    name?: string;
    args?: StepNode[];
    items?: StepNode[];
    toString(): string;
    toTex(options?: { implicit?: 'hide' | 'show' }): string;
  }

  export interface StepEquation {
    leftNode: StepNode;
    rightNode: StepNode;
    comparator: string;
    ascii(): string;
    latex(): string;
  }

  export interface EquationStep {
    changeType: string;
    oldEquation?: StepEquation;
    newEquation: StepEquation;
    substeps: EquationStep[];
  }

  export interface ExpressionStep {
    changeType: string;
    oldNode?: StepNode;
    newNode: StepNode;
    substeps: ExpressionStep[];
  }

  const mathsteps: {
    solveEquation(equation: string): EquationStep[];
    simplifyExpression(expression: string): ExpressionStep[];
  };
  export default mathsteps;
}
