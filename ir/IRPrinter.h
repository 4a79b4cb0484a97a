//===- IRPrinter.h - The text form of the IR --------------------*- C++ -*-===//
//
// `tensorlint --dump-ir` prints this form; frontend lit tests FileCheck it.
// The grammar is documented in docs/ir.md. Example:
//
//   module "a.js" javascript
//   function "loop" @3:1 freq=once async
//     value %0 "y" tensor local @4:11
//     bb0: -> bb1
//       4:15 create %0 api="model.predict"
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_IR_IRPRINTER_H
#define TENSORLINT_IR_IRPRINTER_H

#include "ir/IR.h"

#include "llvm/Support/raw_ostream.h"

namespace tensorlint::ir {

void print(const Module &M, llvm::raw_ostream &OS);
void print(const Function &F, llvm::raw_ostream &OS);

} // namespace tensorlint::ir

#endif // TENSORLINT_IR_IRPRINTER_H
