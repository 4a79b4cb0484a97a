//===- IRBuilderForTests.h - Build IR by hand in unit tests -----*- C++ -*-===//
//
// A small fluent builder so rule tests read like the code they model:
//
//   FnBuilder F(M, "loop");
//   auto Y = F.local("y");
//   auto Body = F.block();
//   F.in(0).jump(Body);
//   F.in(Body).create(Y, "model.predict", 5).use(Y, 6).jump(Body, F.exit());
//
// Every function gets an entry block (0) and an exit block (F.exit()). Op
// ranges are one column wide at (line, col); offsets are derived from them
// so that distinct positions get distinct offsets.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TEST_UNIT_IRBUILDERFORTESTS_H
#define TENSORLINT_TEST_UNIT_IRBUILDERFORTESTS_H

#include "ir/IR.h"

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace tensorlint::test {

inline ir::SourceRange rangeAt(uint32_t Line, uint32_t Col = 1) {
  ir::SourceRange R;
  R.Begin = {Line, Col};
  R.End = {Line, Col + 1};
  R.BeginOffset = Line * 1000 + Col;
  R.EndOffset = R.BeginOffset + 1;
  return R;
}

class FnBuilder {
public:
  FnBuilder(ir::Module &M, std::string Name, uint32_t Line = 1) : M(M) {
    Id = M.Functions.size();
    ir::Function F;
    F.Name = std::move(Name);
    F.Range = rangeAt(Line);
    F.Blocks.resize(2);
    F.Exit = 1;
    M.Functions.push_back(std::move(F));
  }

  ir::FunctionId id() const { return Id; }
  ir::Function &fn() { return M.Functions[Id]; }
  ir::BlockId exit() { return fn().Exit; }

  // Values.
  ir::ValueId value(std::string Name, ir::ValueType T, ir::Storage S) {
    ir::Value V;
    V.Name = std::move(Name);
    V.Type = T;
    V.Store = S;
    V.Decl = rangeAt(1);
    fn().Values.push_back(std::move(V));
    return fn().Values.size() - 1;
  }
  ir::ValueId local(std::string Name) {
    return value(std::move(Name), ir::ValueType::Tensor, ir::Storage::Local);
  }
  ir::ValueId param(std::string Name) {
    return value(std::move(Name), ir::ValueType::Tensor, ir::Storage::Param);
  }
  ir::ValueId temp() {
    return value("$t" + std::to_string(fn().Values.size()),
                 ir::ValueType::Tensor, ir::Storage::Temporary);
  }
  ir::ValueId model(std::string Name, ir::Storage S = ir::Storage::Local) {
    return value(std::move(Name), ir::ValueType::Model, S);
  }

  // Blocks and edges.
  ir::BlockId block() {
    fn().Blocks.emplace_back();
    return fn().Blocks.size() - 1;
  }
  FnBuilder &in(ir::BlockId B) {
    Cur = B;
    return *this;
  }
  FnBuilder &jump(std::initializer_list<ir::BlockId> Targets) {
    for (ir::BlockId T : Targets)
      fn().Blocks[Cur].Succs.push_back(T);
    return *this;
  }
  FnBuilder &jump(ir::BlockId T) { return jump({T}); }
  FnBuilder &jump(ir::BlockId A, ir::BlockId B) { return jump({A, B}); }
  /// Ends the current block with an explicit `return` at Line.
  FnBuilder &ret(uint32_t Line) {
    fn().Blocks[Cur].Term = ir::TermKind::Return;
    fn().Blocks[Cur].TermRange = rangeAt(Line);
    return jump(exit());
  }
  FnBuilder &throws(uint32_t Line) {
    fn().Blocks[Cur].Term = ir::TermKind::Throw;
    fn().Blocks[Cur].TermRange = rangeAt(Line);
    return jump(exit());
  }
  FnBuilder &end() { return jump(exit()); }

  // Ops.
  FnBuilder &op(ir::Op O) {
    fn().Blocks[Cur].Ops.push_back(std::move(O));
    return *this;
  }
  static ir::Op make(ir::OpKind K, uint32_t Line, uint32_t Col) {
    ir::Op O;
    O.Kind = K;
    O.Range = rangeAt(Line, Col);
    return O;
  }
  FnBuilder &create(ir::ValueId D, std::string Api, uint32_t Line,
                    uint32_t Col = 1, std::string Hint = "{}.dispose()") {
    ir::Op O = make(ir::OpKind::Create, Line, Col);
    O.Dst = D;
    O.Api = std::move(Api);
    O.ReleaseHint = std::move(Hint);
    return op(std::move(O));
  }
  FnBuilder &load(ir::ValueId D, std::string Api, uint32_t Line,
                  bool Guarded = false) {
    ir::Op O = make(ir::OpKind::LoadModel, Line, 1);
    O.Dst = D;
    O.Api = std::move(Api);
    O.ReleaseHint = "{}.dispose()";
    O.Guarded = Guarded;
    return op(std::move(O));
  }
  FnBuilder &release(ir::ValueId S, uint32_t Line, uint32_t Col = 1) {
    ir::Op O = make(ir::OpKind::Release, Line, Col);
    O.Src = S;
    O.Api = "dispose";
    return op(std::move(O));
  }
  FnBuilder &use(ir::ValueId S, uint32_t Line, uint32_t Col = 1) {
    ir::Op O = make(ir::OpKind::Use, Line, Col);
    O.Src = S;
    O.Api = "dataSync";
    return op(std::move(O));
  }
  FnBuilder &assign(ir::ValueId D, ir::ValueId S, uint32_t Line) {
    ir::Op O = make(ir::OpKind::Assign, Line, 1);
    O.Dst = D;
    O.Src = S;
    return op(std::move(O));
  }
  FnBuilder &escape(ir::ValueId S, ir::EscapeKind K, uint32_t Line) {
    ir::Op O = make(ir::OpKind::Escape, Line, 1);
    O.Src = S;
    O.Escape = K;
    return op(std::move(O));
  }
  FnBuilder &kill(ir::ValueId D, uint32_t Line) {
    ir::Op O = make(ir::OpKind::Kill, Line, 1);
    O.Dst = D;
    return op(std::move(O));
  }
  FnBuilder &keep(ir::ValueId S, uint32_t Line) {
    ir::Op O = make(ir::OpKind::Keep, Line, 1);
    O.Src = S;
    return op(std::move(O));
  }
  FnBuilder &scopeEnter(uint32_t Id, uint32_t Line) {
    ir::Op O = make(ir::OpKind::ScopeEnter, Line, 1);
    O.ScopeId = Id;
    return op(std::move(O));
  }
  FnBuilder &scopeExit(uint32_t Id, uint32_t Line) {
    ir::Op O = make(ir::OpKind::ScopeExit, Line, 1);
    O.ScopeId = Id;
    return op(std::move(O));
  }
  FnBuilder &scopedCall(ir::FunctionId Callee, uint32_t Line,
                        std::string Api = "tf.tidy") {
    ir::Op O = make(ir::OpKind::ScopedCall, Line, 1);
    O.Callee = Callee;
    O.Api = std::move(Api);
    return op(std::move(O));
  }
  FnBuilder &call(ir::ValueId D, std::vector<ir::ValueId> Args,
                  ir::FunctionId Callee, std::string Api, uint32_t Line,
                  std::string Symbol = "") {
    ir::Op O = make(ir::OpKind::Call, Line, 1);
    O.Dst = D;
    O.Args = std::move(Args);
    O.Callee = Callee;
    O.Api = std::move(Api);
    O.CalleeSymbol = std::move(Symbol);
    return op(std::move(O));
  }
  FnBuilder &await(uint32_t Line) {
    return op(make(ir::OpKind::Await, Line, 1));
  }

  // Attributes.
  FnBuilder &freq(ir::Frequency F, std::string Reason = "") {
    fn().Attrs.Freq = F;
    fn().Attrs.FreqReason = std::move(Reason);
    return *this;
  }
  FnBuilder &async() {
    fn().Attrs.IsAsync = true;
    return *this;
  }
  FnBuilder &returnsPromise() {
    fn().Attrs.ReturnsPromise = true;
    return *this;
  }
  FnBuilder &tidyCallback() {
    fn().Attrs.IsScopeCallback = true;
    return *this;
  }
  FnBuilder &moduleInit() {
    fn().Attrs.IsModuleInit = true;
    fn().Attrs.Freq = ir::Frequency::Once;
    return *this;
  }
  FnBuilder &exportAs(std::string Sym) {
    fn().ExportSymbol = std::move(Sym);
    return *this;
  }

private:
  ir::Module &M;
  ir::FunctionId Id;
  ir::BlockId Cur = 0;
};

/// Gives F's IR a new revision, as the editor's frontend does when it lowers
/// a function again (what the editor's caches key on).
inline void touch(ir::Function &F) { F.Rev = ir::Revision::next(); }

inline ir::Module makeModule(std::string Path = "a.js") {
  ir::Module M;
  M.Path = std::move(Path);
  M.ScopeAdvice = "run {where} inside tf.tidy()";
  return M;
}

} // namespace tensorlint::test

#endif // TENSORLINT_TEST_UNIT_IRBUILDERFORTESTS_H
