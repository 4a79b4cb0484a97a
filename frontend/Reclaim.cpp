//===- Reclaim.cpp - Freeing an edit's leftovers after the reply ----------===//

#include "frontend/Reclaim.h"

namespace tensorlint::frontend {

static thread_local Reclaimer *Installed = nullptr;

Reclaimer::Reclaimer() : Outer(Installed) { Installed = this; }

Reclaimer::~Reclaimer() { Installed = Outer; }

void retireObject(std::shared_ptr<void> Obj) {
  if (Installed)
    Installed->Retired.push_back(std::move(Obj));
}

} // namespace tensorlint::frontend
