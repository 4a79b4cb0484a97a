//===- Frequency.h - How often each Python function runs --------*- C++ -*-===//
//
// What the API models say of a function from how it is defined: a
// framework's decorator that makes it a route, task or event handler
// (`repeats:`), a decorator that caches its result (`caches:`), a decorator
// under which its results carry no autograd history, a method of a class
// that extends a framework's view class. Callbacks registered by calls
// (`btn.click(fn)`) are found while lowering (ExprLowering.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_FREQUENCY_H
#define TENSORLINT_FRONTEND_PYTHON_FREQUENCY_H

#include "frontend/python/Lowering.h"

namespace tensorlint::frontend::python {

/// Sets each function's frequency (M.Functions[I].Attrs) and Ctx.Cached /
/// Ctx.NoHistory from its decorators and class.
void classifyFunctions(ModuleContext &Ctx);

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_FREQUENCY_H
