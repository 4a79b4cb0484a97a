//===- StartActions.h - Handlers that start a loop nothing stops -*- C++ -*-=//
//
// A page's "Start" handler (`<button onclick="init()">`) that loads a
// model, opens the webcam and starts a frame loop that reschedules itself
// forever (`requestAnimationFrame(loop)` as one of the loop's statements,
// its id dropped, so nothing can cancel it) is written to run once: run again,
// it would start a second loop beside the first. What it does runs once.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_STARTACTIONS_H
#define TENSORLINT_FRONTEND_JS_STARTACTIONS_H

#include "frontend/js/FunctionIndex.h"
#include "ir/IR.h"

#include <vector>

namespace tensorlint::frontend::js {

/// Marks FunctionAttrs::StartsEndlessLoop on each function of the file
/// that, on every run, schedules a function of the file that reschedules
/// itself on every run of its own, dropping what the scheduling call
/// returns (the only way to cancel it); such an event handler of the file
/// runs once. Runs after every handler of the file has its frequency.
void markStartActions(const FunctionIndex &Index,
                      std::vector<ir::Function> &Fns, const SyntaxTree &T);

} // namespace tensorlint::frontend::js

#endif
