# RUN: not %tensorlint --checks='-*,tensor-retained-history' %s | FileCheck %s --implicit-check-not=warning:
# Losses and outputs kept with their autograd history across iterations.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x)


net = Net()
criterion = nn.CrossEntropyLoss()


def train_epoch(model, loader, optimizer):
    total_loss = 0.0
    losses = []
    for x, y in loader:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        # CHECK: :[[@LINE+1]]:9: warning: 'total_loss' accumulates 'loss', which carries autograd history, on every iteration of this loop: the history of every iteration stays alive; keep 'loss.item()' instead [tensor-retained-history]
        total_loss += loss
        # CHECK: :[[@LINE+1]]:23: warning: 'loss', which carries autograd history, is stored in 'losses' on every iteration of this loop: {{.+}}; keep 'loss.item()' instead [tensor-retained-history]
        losses.append(loss)
    return total_loss / len(loader), losses


def validate(loader):
    # No torch.no_grad(): the forward pass records history.
    outputs = []
    running = 0
    for x, y in loader:
        out = net(x)
        # CHECK: :[[@LINE+1]]:24: warning: 'out', which carries autograd history, is stored in 'outputs' {{.+}} [tensor-retained-history]
        outputs.append(out)
        # CHECK: :[[@LINE+1]]:9: warning: 'running' accumulates 'criterion(out, y) / len(loader)', {{.+}}; keep '(criterion(out, y) / len(loader)).item()' instead [tensor-retained-history]
        running += criterion(out, y) / len(loader)
    print(running)
    return torch.cat(outputs).argmax(1)


def epochs(model, loader, optimizer, n):
    history = {}
    for epoch in range(n):
        epoch_loss = 0
        for x, y in loader:
            loss = criterion(model(x), y)
            loss.backward()
            optimizer.step()
            # Reset per epoch, but the inner loop still keeps every batch.
            # CHECK: :[[@LINE+1]]:13: warning: 'epoch_loss' accumulates 'loss', {{.+}} [tensor-retained-history]
            epoch_loss += loss
        history[epoch] = epoch_loss
    return history


# --- what keeps no history ------------------------------------------------


def train_clean(model, loader, optimizer):
    total, losses, accs = 0.0, [], []
    for x, y in loader:
        loss = criterion(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.item()
        losses.append(loss.detach())
        accs.append(float(loss))
        total += loss.data
    return total


@torch.no_grad()
def evaluate(loader):
    preds, total = [], 0
    for x, y in loader:
        out = net(x)
        preds.append(out)
        total += criterion(out, y)
    return preds, total


def evaluate_inline(loader):
    preds = []
    with torch.inference_mode():
        for x, _ in loader:
            preds.append(net(x))
    return preds


def multi_task_loss(heads, outputs, targets):
    # Summed to be backpropagated: its history is the point.
    loss = 0
    for head, out, y in zip(heads, outputs, targets):
        loss += criterion(head(out), y)
    loss.backward()


def summed_loss(outputs, targets):
    # Returned for the caller's backward pass (no backward in this loop).
    total = 0
    for out, y in zip(outputs, targets):
        total = total + criterion(net(out), y)
    return total


def fresh_list_each_iteration(loader):
    for x, _ in loader:
        batch_outputs = []
        batch_outputs.append(net(x))
        print(batch_outputs)
