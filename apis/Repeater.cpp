//===- Repeater.cpp - How a framework makes a function run again ----------===//

#include "apis/Repeater.h"

namespace tensorlint::apis {

llvm::Expected<OwnedGlob> OwnedGlob::create(llvm::StringRef Pattern) {
  OwnedGlob Out;
  Out.Text = std::make_shared<const std::string>(Pattern.str());
  llvm::Expected<llvm::GlobPattern> G =
      llvm::GlobPattern::create(*Out.Text, 1024);
  if (!G)
    return G.takeError();
  Out.G.emplace(std::move(*G));
  return Out;
}

std::string expandReason(
    llvm::StringRef Reason,
    llvm::ArrayRef<std::pair<llvm::StringRef, llvm::StringRef>> Values) {
  std::string Out;
  Out.reserve(Reason.size() + 16);
  while (!Reason.empty()) {
    size_t Open = Reason.find('{');
    Out += Reason.take_front(Open);
    if (Open == llvm::StringRef::npos)
      break;
    Reason = Reason.drop_front(Open);
    size_t Close = Reason.find('}');
    llvm::StringRef Name =
        Close == llvm::StringRef::npos ? "" : Reason.slice(1, Close);
    const auto *Value =
        llvm::find_if(Values, [&](const auto &V) { return V.first == Name; });
    if (Close == llvm::StringRef::npos || Value == Values.end()) {
      Out += '{';
      Reason = Reason.drop_front();
      continue;
    }
    Out += Value->second;
    Reason = Reason.drop_front(Close + 1);
  }
  return Out;
}

} // namespace tensorlint::apis
